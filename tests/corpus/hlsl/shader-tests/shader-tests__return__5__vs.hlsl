// Decompiled by dxsm from vs_4_0 code.
struct Input {
    float4 sv_position0 : sv_position0;
};
struct Output {
    float4 sv_position0 : sv_position0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    v0.xyzw = input.sv_position0;
    o0.xyzw = v0.xyzw;
    {
        output.sv_position0 = o0.xyzw;
        return output;
    }
}
