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
cbuffer CB0 : register(b0) { uint4 cb0[1]; };
cbuffer CB1 : register(b1) { uint4 cb1[4]; };
cbuffer CB2 : register(b2) { uint4 cb2[5]; };
struct Input {
    float4 v0_x : POSITION0;
};
struct Output {
    float4 o0_x : SV_Position0;
    float4 o1_x : COLOR0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 r0 = 0;
    v0.xyzw = asuint(input.v0_x);
    r0.xyzw = asuint(asfloat(cb1[0].xyzw) * asfloat(cb2[1].xyzw));
    o0.x = asuint(dot(asfloat(v0.xyzw), asfloat(r0.xyzw)));
    r0.xyzw = asuint(asfloat(cb1[1].xyzw) * asfloat(cb2[2].xyzw));
    o0.y = asuint(dot(asfloat(v0.xyzw), asfloat(r0.xyzw)));
    r0.xyzw = asuint(asfloat(cb1[2].xyzw) * asfloat(cb2[3].xyzw));
    o0.z = asuint(dot(asfloat(v0.xyzw), asfloat(r0.xyzw)));
    r0.xyzw = asuint(asfloat(cb1[3].xyzw) * asfloat(cb2[4].xyzw));
    o0.w = asuint(dot(asfloat(v0.xyzw), asfloat(r0.xyzw)));
    o1.xyzw = cb0[0].xyzw;
    {
            output.o0_x = asfloat(o0.xyzw);
            output.o1_x = asfloat(o1.xyzw);
            return output;
        }
}
