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
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.POSITION0;
    r0.x = angle + angle;
    {
        float p0 = sin(r0.x);
        o0.x = p0;
    }
    o0.y = v0.y;
    {
        float p0 = sin(angle);
        float p1 = cos(angle);
        r0.x = p0;
        r1.x = p1;
    }
    o0.z = r1.x + v0.z;
    o0.w = r0.x;
    {
        output.SV_Position0 = o0.xyzw;
        return output;
    }
}
