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
SamplerComparisonState s0 : register(s0);
TextureCube<float4> t0 : register(t0);
Texture2DArray<float4> t1 : register(t1);
struct Input {
    float4 v0_x : SV_Position0;
    float3 v1_x : WORLDPOS0;
    float4 v2_x : CASCADE0;
};
struct Output {
    float4 o0_x : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.xyz = asuint(input.v1_x);
    v2.xyzw = asuint(input.v2_x);
    r0.xyz = asuint(asfloat(v1.xyz) + (-g_lightPos.xyz));
    r0.w = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
    r0.w = asuint(sqrt(asfloat(r0.w)));
    r0.w = asuint(asfloat(r0.w) / g_range);
    r0.x = asuint(t0.SampleCmp(s0, asfloat(r0.xyz), asfloat(r0.w)));
    r0.y = asuint(t1.SampleCmpLevelZero(s0, asfloat(v2.xyz), asfloat(v2.w)));
    o0.xyzw = asuint(asfloat(r0.yyyy) * asfloat(r0.xxxx));
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
