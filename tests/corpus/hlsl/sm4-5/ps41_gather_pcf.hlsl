// Decompiled by dxsm from ps_4_1 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer S
// {
//
//   float2 g_texel;                    // Offset:    0 Size:     8 [unused]
//   float g_bias;                      // Offset:    8 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_point                           sampler      NA          NA    0        1
// g_depth                           texture   float          2d    0        1
// S                                 cbuffer      NA          NA    0        1
//
cbuffer S : register(b0) {
    float2 g_texel : packoffset(c0);
    float g_bias : packoffset(c0.z);
};
SamplerState g_point : register(s0);
Texture2D<float4> g_depth : register(t0);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float3 SHADOWCOORD0 : SHADOWCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyz = input.SHADOWCOORD0;
    r1.x = asuint(v1.z + (-g_bias));
    r0.xyzw = asuint(asfloat((asint((((g_depth.Gather(g_point, v1.xy)).xyzw >= asfloat(r1.xxxx)) ? 0xffffffffu : 0u)) & int4(1065353216, 1065353216, 1065353216, 1065353216))) + asfloat((asint((((g_depth.Gather(g_point, v1.xy, int2(2, 0))).xyzw >= asfloat(r1.xxxx)) ? 0xffffffffu : 0u)) & int4(1065353216, 1065353216, 1065353216, 1065353216))));
    o0.xyzw = ((float4)(dot((asfloat(r0.xyzw) + asfloat((asint((((g_depth.Gather(g_point, v1.xy, int2(0, 2))).xyzw >= asfloat(r1.xxxx)) ? 0xffffffffu : 0u)) & int4(1065353216, 1065353216, 1065353216, 1065353216)))), float4(0.083333336f, 0.083333336f, 0.083333336f, 0.083333336f))));
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
