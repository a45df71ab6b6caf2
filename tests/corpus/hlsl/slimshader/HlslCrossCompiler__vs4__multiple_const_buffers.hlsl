// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float4 diffuse;                    // Offset:    0 Size:    16
//
// }
//
// cbuffer transformsA
// {
//
//   float4x4 modelview;                // Offset:    0 Size:    64
//   int unusedTestA;                   // Offset:   64 Size:     4 [unused]
//
// }
//
// cbuffer transformsB
// {
//
//   int unusedTestB;                   // Offset:    0 Size:     4 [unused]
//   float4x4 projection;               // Offset:   16 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// $Globals                          cbuffer      NA          NA    0        1
// transformsA                       cbuffer      NA          NA    1        1
// transformsB                       cbuffer      NA          NA    2        1
//
float4 diffuse;
cbuffer transformsA : register(b1) {
    column_major float4x4 modelview : packoffset(c0);
    int unusedTestA : packoffset(c4);
};
cbuffer transformsB : register(b2) {
    int unusedTestB : packoffset(c0);
    column_major float4x4 projection : packoffset(c1);
};
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.POSITION0;
    o0.x = dot(v0.xyzw, (modelview._m00_m10_m20_m30 * projection._m00_m10_m20_m30));
    o0.y = dot(v0.xyzw, (modelview._m01_m11_m21_m31 * projection._m01_m11_m21_m31));
    o0.z = dot(v0.xyzw, (modelview._m02_m12_m22_m32 * projection._m02_m12_m22_m32));
    o0.w = dot(v0.xyzw, (modelview._m03_m13_m23_m33 * projection._m03_m13_m23_m33));
    o1.xyzw = diffuse.xyzw;
    {
        output.SV_Position0 = o0.xyzw;
        output.COLOR0 = o1.xyzw;
        return output;
    }
}
