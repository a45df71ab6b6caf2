// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   int SwitchValue;                   // Offset:    0 Size:     4
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
int SwitchValue;
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
    precise uint4 o1 = 0;
    precise uint4 r0 = 0;
    v0.xyzw = input.POSITION0;
    switch (SwitchValue) {
    case 0:
        r0.xy = uint2(0x00000000u, 0x00000000u);
        break;
    case 1:
        r0.xy = uint2(0x3f800000u, 0x00000000u);
        break;
    default:
        r0.xy = uint2(0x3f800000u, 0x3f800000u);
        break;
    }
    o1.yz = r0.xy;
    o0.xyzw = v0.xyzw;
    o1.xw = uint2(0x3f800000u, 0x3f800000u);
    {
        output.SV_Position0 = o0.xyzw;
        output.COLOR0 = asfloat(o1.xyzw);
        return output;
    }
}
