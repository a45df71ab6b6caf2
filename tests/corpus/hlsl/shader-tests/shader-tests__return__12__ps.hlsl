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
    if (f < 0.7f) {
        if (f < 0.3f) {
            o0.xyzw = float4(0.1f, 0.2f, 0.3f, 0.4f);
            {
                output.sv_target0 = o0.xyzw;
                return output;
            }
        }
        r0.xyzw = int4(1045220557, 1050253722, 1053609165, 1056964608);
    } else {
        r0.xyzw = int4(1036831949, 1045220557, 1050253722, 1053609165);
    }
    o0.xyzw = asfloat(r0.xyzw) + float4(0.3f, 0.3f, 0.3f, 0.3f);
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
