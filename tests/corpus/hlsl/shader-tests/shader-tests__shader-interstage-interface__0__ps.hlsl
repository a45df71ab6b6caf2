// Decompiled by dxsm from ps_4_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float TEXCOORD4 : TEXCOORD4;
    nointerpolation float TEXCOORD1 : TEXCOORD1;
    nointerpolation uint TEXCOORD2 : TEXCOORD2;
    nointerpolation uint TEXCOORD3 : TEXCOORD3;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    int4 v2 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    v1.z = input.TEXCOORD4;
    v2.x = asint(input.TEXCOORD1);
    v2.y = asint(input.TEXCOORD2);
    v2.z = asint(input.TEXCOORD3);
    o0.y = (float)asuint((v2.z + v2.y));
    o0.x = v1.y + asfloat(v2.x);
    o0.zw = v1.zx;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
