// Decompiled by dxsm from ps_4_1 code.
struct Input {
    float4 v0_x : SV_Position0;
    sample float4 v1_x : COLOR0;
    noperspective sample float2 v2_x : TEXCOORD0;
    centroid float3 v3_x : NORMAL0;
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
    uint4 o0 = 0;
    uint4 r0 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.xyzw = asuint(input.v1_x);
    v2.xy = asuint(input.v2_x);
    v3.xyz = asuint(input.v3_x);
    r0.x = asuint(dot(asfloat(v3.xyz), asfloat(v3.xyz)));
    r0.x = asuint(rsqrt(asfloat(r0.x)));
    r0.zw = asuint(asfloat(r0.xx) * asfloat(v3.xy));
    r0.xy = v2.xy;
    o0.xyzw = asuint(asfloat(r0.xyzw) * asfloat(v1.xyzw));
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
