// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbMultiPerFrameFrame
// {
//
//   float4x4 mWorldViewProj;           // Offset:    0 Size:    64 [unused]
//   float4x4 mWorldView;               // Offset:   64 Size:    64 [unused]
//   float4x4 mWorld;                   // Offset:  128 Size:    64
//   float4x4 mView;                    // Offset:  192 Size:    64 [unused]
//   float4x4 mProj;                    // Offset:  256 Size:    64 [unused]
//   float3 vEye;                       // Offset:  320 Size:    12 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbMultiPerFrameFrame              cbuffer      NA          NA    0        1
//
cbuffer cbMultiPerFrameFrame : register(b0) {
    column_major float4x4 mWorldViewProj : packoffset(c0);
    column_major float4x4 mWorldView : packoffset(c4);
    column_major float4x4 mWorld : packoffset(c8);
    column_major float4x4 mView : packoffset(c12);
    column_major float4x4 mProj : packoffset(c16);
    float3 vEye : packoffset(c20);
};
struct Input {
    float4 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
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
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    v0.xyzw = input.POSITION0;
    v1.xyz = input.NORMAL0;
    v2.xy = input.TEXCOORD0;
    o0.x = dot(v0.xyzw, mWorld._m00_m10_m20_m30);
    o0.y = dot(v0.xyzw, mWorld._m01_m11_m21_m31);
    o0.z = dot(v0.xyzw, mWorld._m02_m12_m22_m32);
    o0.w = dot(v0.xyzw, mWorld._m03_m13_m23_m33);
    o1.xy = v2.xy;
    {
        output.SV_POSITION0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        return output;
    }
}
