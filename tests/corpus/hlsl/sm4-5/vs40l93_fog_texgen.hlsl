// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer F
// {
//
//   float4x4 g_wvp;                    // Offset:    0 Size:    64
//   float4x4 g_world;                  // Offset:   64 Size:    64
//   float4 g_eye;                      // Offset:  128 Size:    16
//   float4 g_fog;                      // Offset:  144 Size:    16
//   float4 g_texPlaneS;                // Offset:  160 Size:    16
//   float4 g_texPlaneT;                // Offset:  176 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// F                                 cbuffer      NA          NA    0        1
//
cbuffer F : register(b0) {
    column_major float4x4 g_wvp : packoffset(c0);
    column_major float4x4 g_world : packoffset(c4);
    float4 g_eye : packoffset(c8);
    float4 g_fog : packoffset(c9);
    float4 g_texPlaneS : packoffset(c10);
    float4 g_texPlaneT : packoffset(c11);
};
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float FOG0 : FOG0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.POSITION0;
    o0.x = dot(v0.xyzw, g_wvp._m00_m10_m20_m30);
    o0.y = dot(v0.xyzw, g_wvp._m01_m11_m21_m31);
    o0.z = dot(v0.xyzw, g_wvp._m02_m12_m22_m32);
    o0.w = dot(v0.xyzw, g_wvp._m03_m13_m23_m33);
    r0.x = dot(v0.xyzw, g_world._m00_m10_m20_m30);
    r0.y = dot(v0.xyzw, g_world._m01_m11_m21_m31);
    r0.z = dot(v0.xyzw, g_world._m02_m12_m22_m32);
    r1.xyz = r0.xyz + (-g_eye.xyz);
    o1.z = mad(min(exp2((((-sqrt(dot(r1.xyz, r1.xyz))) * g_fog.x) * 1.442695f)), 1.0f), g_fog.y, g_fog.z);
    r0.w = 1.0f;
    o1.x = dot(r0.xyzw, g_texPlaneS.xyzw);
    o1.y = dot(r0.xyzw, g_texPlaneT.xyzw);
    {
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.FOG0 = o1.z;
        return output;
    }
}
