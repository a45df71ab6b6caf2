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
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyz = input.WORLDPOS0;
    v2.xyzw = input.CASCADE0;
    r0.xyz = v1.xyz + (-g_lightPos.xyz);
    r0.w = sqrt(dot(r0.xyz, r0.xyz)) / g_range;
    r0.x = g_shadowCube.SampleCmp(g_cmp, r0.xyz, r0.w);
    r0.y = g_cascades.SampleCmpLevelZero(g_cmp, v2.xyz, v2.w);
    o0.xyzw = r0.yyyy * r0.xxxx;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
