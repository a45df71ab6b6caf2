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
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    v0.xyzw = asuint(input.POSITION0);
    v1.xyzw = asuint(input.TEXCOORD0);
    r0.xyzw = asuint(asfloat(v0.yyyy) * mWorldViewProj._m10_m11_m12_m13);
    r0.xyzw = asuint(mad(asfloat(v0.xxxx), mWorldViewProj._m00_m01_m02_m03, asfloat(r0.xyzw)));
    r0.xyzw = asuint(mad(asfloat(v0.zzzz), mWorldViewProj._m20_m21_m22_m23, asfloat(r0.xyzw)));
    r0.xyzw = asuint(mad(asfloat(v0.wwww), mWorldViewProj._m30_m31_m32_m33, asfloat(r0.xyzw)));
    o0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(v1.xyzw));
    {
        output.SV_Position0 = asfloat(o0.xyzw);
        return output;
    }
}
