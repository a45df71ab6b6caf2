// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float4x4 WorldViewProjection;      // Offset:    0 Size:    64
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
column_major float4x4 WorldViewProjection;
struct Input {
    float4 POSITION0 : POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    v0.xyzw = input.POSITION0;
    v1.xy = input.TEXCOORD0;
    o0.x = dot(v0.xyzw, WorldViewProjection._m00_m10_m20_m30);
    o0.y = dot(v0.xyzw, WorldViewProjection._m01_m11_m21_m31);
    o0.z = dot(v0.xyzw, WorldViewProjection._m02_m12_m22_m32);
    o0.w = dot(v0.xyzw, WorldViewProjection._m03_m13_m23_m33);
    o1.xy = v1.xy;
    {
        output.SV_POSITION0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        return output;
    }
}
