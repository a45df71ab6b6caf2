// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbPerFrame
// {
//
//   float4x4 g_mViewProjection;        // Offset:    0 Size:    64 [unused]
//   float3 g_vCameraPosWorld;          // Offset:   64 Size:    12
//   float g_fTessellationFactor;       // Offset:   76 Size:     4 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbPerFrame                        cbuffer      NA          NA    0        1
//
cbuffer cbPerFrame : register(b0) {
    column_major float4x4 g_mViewProjection : packoffset(c0);
    float3 g_vCameraPosWorld : packoffset(c4);
    float g_fTessellationFactor : packoffset(c4.w);
};
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float3 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xyz = input.WORLDPOS0;
    v2.xyz = input.NORMAL0;
    r0.xyz = v1.xyz + (-g_vCameraPosWorld.xyz);
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    r0.xyz = r0.www * r0.xyz;
    o0.xyzw = abs((dot(((rsqrt(dot(v2.xyz, v2.xyz))).xxx * v2.xyz), r0.xyz)).xxxx) * float4(1.0f, 0.0f, 0.0f, 1.0f);
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
