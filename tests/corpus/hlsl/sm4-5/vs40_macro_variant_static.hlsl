// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer B
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float4x3 g_bones;                  // Offset:   64 Size:    48
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// B                                 cbuffer      NA          NA    0        1
//
cbuffer B : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
    column_major float4x3 g_bones[1] : packoffset(c4);
};
struct Input {
    float3 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyz = input.POSITION0;
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    r1.x = dot(r0.xyzw, g_bones[0]._m00_m10_m20_m30);
    r1.y = dot(r0.xyzw, g_bones[0]._m01_m11_m21_m31);
    r1.z = dot(r0.xyzw, g_bones[0]._m02_m12_m22_m32);
    r1.w = 1.0f;
    o0.x = dot(r1.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r1.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r1.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r1.xyzw, g_viewProj._m03_m13_m23_m33);
    {
        output.SV_Position0 = o0.xyzw;
        return output;
    }
}
