// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Mat
// {
//
//   float3 g_lightDir;                 // Offset:    0 Size:    12
//   float g_shininess;                 // Offset:   12 Size:     4
//   float3 g_eye;                      // Offset:   16 Size:    12
//   float g_specK;                     // Offset:   28 Size:     4
//   float4 g_albedo;                   // Offset:   32 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Mat                               cbuffer      NA          NA    0        1
//
cbuffer Mat : register(b0) {
    float3 g_lightDir : packoffset(c0);
    float g_shininess : packoffset(c0.w);
    float3 g_eye : packoffset(c1);
    float g_specK : packoffset(c1.w);
    float4 g_albedo : packoffset(c2);
};
struct Input {
    float4 SV_Position0 : SV_Position0;
    float3 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
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
    uint4 r1 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xyz = asuint(input.WORLDPOS0);
    v2.xyz = asuint(input.NORMAL0);
    r0.xyz = asuint((-asfloat(v1.xyz)) + g_eye.xyz);
    r0.w = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
    r0.w = asuint(rsqrt(asfloat(r0.w)));
    r0.xyz = asuint(mad(asfloat(r0.xyz), asfloat(r0.www), (-g_lightDir.xyz)));
    r0.w = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
    r0.w = asuint(rsqrt(asfloat(r0.w)));
    r0.xyz = asuint(asfloat(r0.www) * asfloat(r0.xyz));
    r0.w = asuint(dot(asfloat(v2.xyz), asfloat(v2.xyz)));
    r0.w = asuint(rsqrt(asfloat(r0.w)));
    r1.xyz = asuint(asfloat(r0.www) * asfloat(v2.xyz));
    r0.x = asuint(saturate(dot(asfloat(r1.xyz), asfloat(r0.xyz))));
    r0.y = asuint(saturate(dot(asfloat(r1.xyz), (-g_lightDir.xyz))));
    r0.x = asuint(log2(asfloat(r0.x)));
    r0.x = asuint(asfloat(r0.x) * g_shininess);
    r0.x = asuint(exp2(asfloat(r0.x)));
    r0.x = asuint(asfloat(r0.x) * g_specK);
    o0.xyz = asuint(mad(g_albedo.xyz, asfloat(r0.yyy), asfloat(r0.xxx)));
    o0.w = asuint(g_albedo.w);
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
