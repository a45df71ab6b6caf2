// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Obj
// {
//
//   float4x4 g_wvp;                    // Offset:    0 Size:    64
//   float4 g_color;                    // Offset:   64 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Obj                               cbuffer      NA          NA    0        1
//
cbuffer Obj : register(b0) {
    column_major float4x4 g_wvp : packoffset(c0);
    float4 g_color : packoffset(c4);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    float2 TEXCOORD0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 r0 = 0;
    v0.xyz = input.POSITION0;
    v1.xy = input.TEXCOORD0;
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_wvp._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_wvp._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_wvp._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_wvp._m03_m13_m23_m33);
    o1.xyzw = g_color.xyzw;
    o2.xy = v1.xy;
    {
        output.SV_Position0 = o0.xyzw;
        output.COLOR0 = o1.xyzw;
        output.TEXCOORD0 = o2.xy;
        return output;
    }
}
