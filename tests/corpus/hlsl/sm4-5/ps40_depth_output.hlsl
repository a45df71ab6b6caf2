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
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    uint oDepth = 0;
    precise float4 r0 = 0;
    precise uint4 r1 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyz = input.RAYDIR0;
    v2.xyz = input.RAYORG0;
    r0.xyz = (rsqrt(dot(v1.xyz, v1.xyz))).xxx * v1.xyz;
    r1.xyz = asuint(v2.xyz + (-g_center.xyz));
    r0.w = dot(asfloat(r1.xyz), r0.xyz);
    r1.x = asuint(mad(r0.w, r0.w, (-mad((-g_radius), g_radius, dot(asfloat(r1.xyz), asfloat(r1.xyz))))));
    if (asfloat(r1.x) < 0.0f) { discard; }
    r0.w = (-r0.w) + (-sqrt(asfloat(r1.x)));
    r0.xyz = mad(r0.xyz, r0.www, v2.xyz);
    r0.w = 1.0f;
    r1.x = asuint(dot(r0.xyzw, g_proj._m02_m12_m22_m32));
    r0.w = dot(r0.xyzw, g_proj._m03_m13_m23_m33);
    r0.xyz = r0.xyz + (-g_center.xyz);
    o0.xyz = mad((r0.xyz * (rsqrt(dot(r0.xyz, r0.xyz))).xxx), float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f));
    oDepth = asuint(asfloat(r1.x) / r0.w);
    o0.w = 1.0f;
    {
        output.SV_Target0 = o0.xyzw;
        output.SV_Depth0 = asfloat(oDepth);
        return output;
    }
}
