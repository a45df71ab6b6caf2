// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float angle;                       // Offset:    0 Size:     4
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
float angle;
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    v0.xyzw = asuint(input.POSITION0);
    r0.x = asuint(angle + angle);
    {
        uint p0 = asuint(sin(asfloat(r0.x)));
        o0.x = p0;
    }
    o0.y = v0.y;
    {
        uint p0 = asuint(sin(angle));
        uint p1 = asuint(cos(angle));
        r0.x = p0;
        r1.x = p1;
    }
    o0.z = asuint(asfloat(r1.x) + asfloat(v0.z));
    o0.w = r0.x;
    {
        output.SV_Position0 = asfloat(o0.xyzw);
        return output;
    }
}
