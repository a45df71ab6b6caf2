// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Imp
// {
//
//   float4x4 g_proj;                   // Offset:    0 Size:    64
//   float g_radius;                    // Offset:   64 Size:     4
//   float3 g_center;                   // Offset:   68 Size:    12
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Imp                               cbuffer      NA          NA    0        1
//
cbuffer Imp : register(b0) {
    column_major float4x4 g_proj : packoffset(c0);
    float g_radius : packoffset(c4);
    float3 g_center : packoffset(c4.y);
};
struct Input {
    float4 SV_Position0 : SV_Position0;
    float3 RAYDIR0 : RAYDIR0;
    float3 RAYORG0 : RAYORG0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
    float SV_Depth0 : SV_Depth0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint oDepth = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xyz = asuint(input.RAYDIR0);
    v2.xyz = asuint(input.RAYORG0);
    r0.x = asuint(dot(asfloat(v1.xyz), asfloat(v1.xyz)));
    r0.x = asuint(rsqrt(asfloat(r0.x)));
    r0.xyz = asuint(asfloat(r0.xxx) * asfloat(v1.xyz));
    r1.xyz = asuint(asfloat(v2.xyz) + (-g_center.xyz));
    r0.w = asuint(dot(asfloat(r1.xyz), asfloat(r0.xyz)));
    r1.x = asuint(dot(asfloat(r1.xyz), asfloat(r1.xyz)));
    r1.x = asuint(mad((-g_radius), g_radius, asfloat(r1.x)));
    r1.x = asuint(mad(asfloat(r0.w), asfloat(r0.w), (-asfloat(r1.x))));
    r1.y = (asfloat(r1.x) < 0.0f) ? 0xffffffffu : 0u;
    if (r1.y != 0u) { discard; }
    r1.x = asuint(sqrt(asfloat(r1.x)));
    r0.w = asuint((-asfloat(r0.w)) + (-asfloat(r1.x)));
    r0.xyz = asuint(mad(asfloat(r0.xyz), asfloat(r0.www), asfloat(v2.xyz)));
    r0.w = 0x3f800000u;
    r1.x = asuint(dot(asfloat(r0.xyzw), g_proj._m02_m12_m22_m32));
    r0.w = asuint(dot(asfloat(r0.xyzw), g_proj._m03_m13_m23_m33));
    r0.xyz = asuint(asfloat(r0.xyz) + (-g_center.xyz));
    r1.y = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
    r1.y = asuint(rsqrt(asfloat(r1.y)));
    r0.xyz = asuint(asfloat(r0.xyz) * asfloat(r1.yyy));
    o0.xyz = asuint(mad(asfloat(r0.xyz), float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f)));
    oDepth = asuint(asfloat(r1.x) / asfloat(r0.w));
    o0.w = 0x3f800000u;
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        output.SV_Depth0 = asfloat(oDepth);
        return output;
    }
}
