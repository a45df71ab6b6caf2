// Decompiled by dxsm from ps_4_1 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer L
// {
//
//   float3 g_lightPos;                 // Offset:    0 Size:    12
//   float g_range;                     // Offset:   12 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_cmp                           sampler_c      NA          NA    0        1
// g_shadowCube                      texture   float        cube    0        1
// g_cascades                        texture   float     2darray    1        1
// L                                 cbuffer      NA          NA    0        1
//
cbuffer L : register(b0) {
    float3 g_lightPos : packoffset(c0);
    float g_range : packoffset(c0.w);
};
SamplerComparisonState g_cmp : register(s0);
TextureCube<float> g_shadowCube : register(t0);
Texture2DArray<float> g_cascades : register(t1);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float3 WORLDPOS0 : WORLDPOS0;
    float4 CASCADE0 : CASCADE0;
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
    v0.xyzw = asuint(input.SV_Position0);
    v1.xyz = asuint(input.WORLDPOS0);
    v2.xyzw = asuint(input.CASCADE0);
    r0.xyz = asuint(asfloat(v1.xyz) + (-g_lightPos.xyz));
    r0.w = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
    r0.w = asuint(sqrt(asfloat(r0.w)));
    r0.w = asuint(asfloat(r0.w) / g_range);
    r0.x = asuint(g_shadowCube.SampleCmp(g_cmp, asfloat(r0.xyz), asfloat(r0.w)));
    r0.y = asuint(g_cascades.SampleCmpLevelZero(g_cmp, asfloat(v2.xyz), asfloat(v2.w)));
    o0.xyzw = asuint(asfloat(r0.yyyy) * asfloat(r0.xxxx));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
