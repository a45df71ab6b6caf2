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
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 v3 = 0;
    uint4 v4 = 0;
    uint4 v5 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 o2 = 0;
    uint4 o3 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xy = asuint(input.TEXCOORD0);
    v1.z = asuint(input.VIEWZ0);
    v2.xyz = asuint(input.TANGENT0);
    v3.xyz = asuint(input.BINORMAL0);
    v4.xyz = asuint(input.NORMAL0);
    v5.x = asuint(input.SV_PrimitiveID0);
    o0.xyzw = asuint((g_albedo.Sample(g_s, asfloat(v1.xy))).xyzw);
    r0.xyzw = asuint((g_normalMap.Sample(g_s, asfloat(v1.xy))).xyzw);
    r0.xyz = asuint(mad(asfloat(r0.xyz), float3(2.0f, 2.0f, 2.0f), float3(-1.0f, -1.0f, -1.0f)));
    r1.xyz = asuint(asfloat(r0.yyy) * asfloat(v3.xyz));
    r0.xyw = asuint(mad(asfloat(r0.xxx), asfloat(v2.xyz), asfloat(r1.xyz)));
    r0.xyz = asuint(mad(asfloat(r0.zzz), asfloat(v4.xyz), asfloat(r0.xyw)));
    r0.w = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
    r0.w = asuint(rsqrt(asfloat(r0.w)));
    r0.xyz = asuint(asfloat(r0.www) * asfloat(r0.xyz));
    o1.xyz = asuint(mad(asfloat(r0.xyz), float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f)));
    o1.w = 0x00000000u;
    o2.y = asuint(asfloat(v1.z) * asfloat(v1.z));
    o2.x = v1.z;
    o3.y = v5.x >> (0x00000010u & 31u);
    o3.x = v5.x;
    o3.zw = uint2(0x00000007u, 0x00000000u);
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        output.SV_Target1 = asfloat(o1.xyzw);
        output.SV_Target2 = asfloat(o2.xy);
        output.SV_Target3 = (o3.xyzw);
        return output;
    }
}
