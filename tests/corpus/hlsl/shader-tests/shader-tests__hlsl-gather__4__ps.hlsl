// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// s                                 sampler      NA          NA    0        1
// t                                 texture  float4          2d    0        1
//
SamplerState s : register(s0);
Texture2D<float4> t : register(t0);
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    o0.xyzw = (t.GatherGreen(s, float2(0.2f, 0.2f))).xyzw;
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
