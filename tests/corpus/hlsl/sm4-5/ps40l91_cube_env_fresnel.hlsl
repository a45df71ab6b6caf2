// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer F
// {
//
//   float4 g_base;                     // Offset:    0 Size:    16
//   float g_f0;                        // Offset:   16 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_env                             texture  float4        cube    0        1
// F                                 cbuffer      NA          NA    0        1
//
cbuffer F : register(b0) {
    float4 g_base : packoffset(c0);
    float g_f0 : packoffset(c1);
};
SamplerState g_s : register(s0);
TextureCube<float4> g_env : register(t0);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float3 NORMAL0 : NORMAL0;
    float3 VIEW0 : VIEW0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xyz = asuint(input.NORMAL0);
    v2.xyz = asuint(input.VIEW0);
    r0.x = asuint(dot(asfloat(v1.xyz), asfloat(v1.xyz)));
    r0.x = asuint(rsqrt(asfloat(r0.x)));
    r0.xyz = asuint(asfloat(r0.xxx) * asfloat(v1.xyz));
    r0.w = asuint(dot(asfloat(v2.xyz), asfloat(v2.xyz)));
    r0.w = asuint(rsqrt(asfloat(r0.w)));
    r1.xyz = asuint(asfloat(r0.www) * asfloat(v2.xyz));
    r0.w = asuint(dot((-asfloat(r1.xyz)), asfloat(r0.xyz)));
    r0.w = asuint(asfloat(r0.w) + asfloat(r0.w));
    r2.xyz = asuint(mad(asfloat(r0.xyz), (-asfloat(r0.www)), (-asfloat(r1.xyz))));
    r0.x = asuint(saturate(dot(asfloat(r0.xyz), asfloat(r1.xyz))));
    r0.x = asuint((-asfloat(r0.x)) + 1.0f);
    r1.xyzw = asuint((g_env.Sample(g_s, asfloat(r2.xyz))).xyzw);
    r1.xyzw = asuint(asfloat(r1.xyzw) + (-g_base.xyzw));
    r0.y = asuint(asfloat(r0.x) * asfloat(r0.x));
    r0.y = asuint(asfloat(r0.y) * asfloat(r0.y));
    r0.x = asuint(asfloat(r0.y) * asfloat(r0.x));
    r0.y = asuint((-g_f0) + 1.0f);
    r0.x = asuint(mad(asfloat(r0.y), asfloat(r0.x), g_f0));
    o0.xyzw = asuint(mad(asfloat(r0.xxxx), asfloat(r1.xyzw), g_base.xyzw));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
