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
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyz = input.WORLDPOS0;
    v2.xyz = input.NORMAL0;
    r0.xyz = (-v1.xyz) + g_eye.xyz;
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    r0.xyz = mad(r0.xyz, r0.www, (-g_lightDir.xyz));
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    r0.xyz = r0.www * r0.xyz;
    r1.xyz = (rsqrt(dot(v2.xyz, v2.xyz))).xxx * v2.xyz;
    r0.x = saturate(dot(r1.xyz, r0.xyz));
    r0.y = saturate(dot(r1.xyz, (-g_lightDir.xyz)));
    r0.x = exp2((log2(r0.x) * g_shininess)) * g_specK;
    o0.xyz = mad(g_albedo.xyz, r0.yyy, r0.xxx);
    o0.w = g_albedo.w;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
