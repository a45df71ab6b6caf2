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
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyz = input.NORMAL0;
    v2.xyz = input.VIEW0;
    r0.xyz = (rsqrt(dot(v1.xyz, v1.xyz))).xxx * v1.xyz;
    r1.xyz = (rsqrt(dot(v2.xyz, v2.xyz))).xxx * v2.xyz;
    r0.w = dot((-r1.xyz), r0.xyz);
    r0.w = r0.w + r0.w;
    r2.xyz = mad(r0.xyz, (-r0.www), (-r1.xyz));
    r0.x = (-saturate(dot(r0.xyz, r1.xyz))) + 1.0f;
    r0.y = r0.x * r0.x;
    r0.y = r0.y * r0.y;
    r0.x = r0.y * r0.x;
    r0.y = (-g_f0) + 1.0f;
    o0.xyzw = mad((mad(r0.y, r0.x, g_f0)).xxxx, ((g_env.Sample(g_s, r2.xyz)).xyzw + (-g_base.xyzw)), g_base.xyzw);
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
