// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_albedo                          texture  float4          2d    0        1
// g_normalMap                       texture  float4          2d    1        1
//
SamplerState g_s : register(s0);
Texture2D<float4> g_albedo : register(t0);
Texture2D<float4> g_normalMap : register(t1);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float VIEWZ0 : VIEWZ0;
    float3 TANGENT0 : TANGENT0;
    float3 BINORMAL0 : BINORMAL0;
    float3 NORMAL0 : NORMAL0;
    nointerpolation uint SV_PrimitiveID0 : SV_PrimitiveID0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
    float4 SV_Target1 : SV_Target1;
    float2 SV_Target2 : SV_Target2;
    uint4 SV_Target3 : SV_Target3;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    float4 v3 = 0;
    float4 v4 = 0;
    uint4 v5 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise uint4 o3 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    v1.z = input.VIEWZ0;
    v2.xyz = input.TANGENT0;
    v3.xyz = input.BINORMAL0;
    v4.xyz = input.NORMAL0;
    v5.x = input.SV_PrimitiveID0;
    o0.xyzw = (g_albedo.Sample(g_s, v1.xy)).xyzw;
    r0.xyz = mad((g_normalMap.Sample(g_s, v1.xy)).xyzw.xyz, float3(2.0f, 2.0f, 2.0f), float3(-1.0f, -1.0f, -1.0f));
    r0.xyw = mad(r0.xxx, v2.xyz, (r0.yyy * v3.xyz));
    r0.xyz = mad(r0.zzz, v4.xyz, r0.xyw);
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    o1.xyz = mad((r0.www * r0.xyz), float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f));
    o1.w = 0.0f;
    o2.y = v1.z * v1.z;
    o2.x = v1.z;
    o3.y = v5.x >> (0x00000010u & 31u);
    o3.x = v5.x;
    o3.zw = uint2(0x00000007u, 0x00000000u);
    {
        output.SV_Target0 = o0.xyzw;
        output.SV_Target1 = o1.xyzw;
        output.SV_Target2 = o2.xy;
        output.SV_Target3 = o3.xyzw;
        return output;
    }
}
