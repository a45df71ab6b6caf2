// Decompiled by dxsm from vs_4_1 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Morph
// {
//
//   float4 g_weights;                  // Offset:    0 Size:    16
//   float4x4 g_viewProj;               // Offset:   16 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Morph                             cbuffer      NA          NA    0        1
//
cbuffer Morph : register(b0) {
    float4 g_weights : packoffset(c0);
    column_major float4x4 g_viewProj : packoffset(c1);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float3 POSITION1 : POSITION1;
    float3 POSITION2 : POSITION2;
    float3 POSITION3 : POSITION3;
    float3 POSITION4 : POSITION4;
    float3 NORMAL0 : NORMAL0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 NORMAL0 : NORMAL0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    float4 v3 = 0;
    float4 v4 = 0;
    float4 v5 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    v0.xyz = input.POSITION0;
    v1.xyz = input.POSITION1;
    v2.xyz = input.POSITION2;
    v3.xyz = input.POSITION3;
    v4.xyz = input.POSITION4;
    v5.xyz = input.NORMAL0;
    r0.xyz = mad(v4.xyz, g_weights.www, mad(v3.xyz, g_weights.zzz, mad(v2.xyz, g_weights.yyy, mad(v1.xyz, g_weights.xxx, v0.xyz))));
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
    o1.xyz = v5.xyz;
    {
        output.SV_Position0 = o0.xyzw;
        output.NORMAL0 = o1.xyz;
        return output;
    }
}
