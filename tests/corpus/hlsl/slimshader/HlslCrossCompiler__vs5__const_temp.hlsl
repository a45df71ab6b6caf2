// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   row_major float4x4 mWorldViewProj; // Offset:    0 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// $Globals                          cbuffer      NA          NA    0        1
//
row_major float4x4 mWorldViewProj;
struct Input {
    float4 POSITION0 : POSITION0;
    float4 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.POSITION0;
    v1.xyzw = input.TEXCOORD0;
    o0.xyzw = mad(v0.wwww, mWorldViewProj._m30_m31_m32_m33, mad(v0.zzzz, mWorldViewProj._m20_m21_m22_m23, mad(v0.xxxx, mWorldViewProj._m00_m01_m02_m03, (v0.yyyy * mWorldViewProj._m10_m11_m12_m13)))) + v1.xyzw;
    {
        output.SV_Position0 = o0.xyzw;
        return output;
    }
}
