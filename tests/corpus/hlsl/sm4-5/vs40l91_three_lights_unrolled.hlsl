// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer L
// {
//
//   float4x4 g_wvp;                    // Offset:    0 Size:    64
//   float4 g_dir[3];                   // Offset:   64 Size:    48
//   float4 g_col[3];                   // Offset:  112 Size:    48
//   float4 g_amb;                      // Offset:  160 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// L                                 cbuffer      NA          NA    0        1
//
cbuffer L : register(b0) {
    column_major float4x4 g_wvp : packoffset(c0);
    float4 g_dir[3] : packoffset(c4);
    float4 g_col[3] : packoffset(c7);
    float4 g_amb : packoffset(c10);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    v0.xyz = input.POSITION0;
    v1.xyz = input.NORMAL0;
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_wvp._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_wvp._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_wvp._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_wvp._m03_m13_m23_m33);
    r0.xyz = mad(g_col[0].xyz, (max(dot(v1.xyz, (-g_dir[0].xyz)), 0.0f)).xxx, g_amb.xyz);
    r0.w = max(dot(v1.xyz, (-g_dir[1].xyz)), 0.0f);
    r0.xyz = mad(g_col[1].xyz, r0.www, r0.xyz);
    r0.w = max(dot(v1.xyz, (-g_dir[2].xyz)), 0.0f);
    o1.xyz = mad(g_col[2].xyz, r0.www, r0.xyz);
    o1.w = 1.0f;
    {
        output.SV_Position0 = o0.xyzw;
        output.COLOR0 = o1.xyzw;
        return output;
    }
}
