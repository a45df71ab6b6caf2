// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float f;                           // Offset:    0 Size:     4
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
float f;
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    precise int4 r0 = 0;
    if (f < 0.3f) {
        o0.xyzw = float4(0.1f, 0.2f, 0.3f, 0.4f);
        {
            output.sv_target0 = o0.xyzw;
            return output;
        }
    }
    if (f < 0.7f) {
        o0.xyzw = float4(0.2f, 0.3f, 0.4f, 0.5f);
        {
            output.sv_target0 = o0.xyzw;
            return output;
        }
    }
    o0.xyzw = float4(0.5f, 0.6f, 0.70000005f, 0.8f);
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
