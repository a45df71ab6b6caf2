// Decompiled by dxsm from ps_4_0 code.
struct Input {
    noperspective float4 v0_x : SV_Position0;
    float4 v1_x : TEXCOORD0;
    centroid float4 v2_x : TEXCOORD1;
    noperspective float2 v3_x : TEXCOORD2;
    noperspective centroid float2 v4_x : TEXCOORD3;
    nointerpolation float4 v5_x : TEXCOORD4;
    nointerpolation uint v6_x : TEXCOORD5;
};
struct Output {
    float4 o0_x : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 v3 = 0;
    uint4 v4 = 0;
    uint4 v5 = 0;
    uint4 v6 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.xyzw = asuint(input.v1_x);
    v2.xyzw = asuint(input.v2_x);
    v3.xy = asuint(input.v3_x);
    v4.xy = asuint(input.v4_x);
    v5.xyzw = asuint(input.v5_x);
    v6.x = asuint(input.v6_x);
    r0.xy = v3.xy;
    r0.zw = v4.xy;
    r0.xyzw = asuint(mad(asfloat(v1.xyzw), asfloat(v2.xyzw), asfloat(r0.xyzw)));
    r1.x = asuint((float)v6.x);
    r0.xyzw = asuint(mad(asfloat(v5.xyzw), asfloat(r1.xxxx), asfloat(r0.xyzw)));
    o0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(v0.zzzz));
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
