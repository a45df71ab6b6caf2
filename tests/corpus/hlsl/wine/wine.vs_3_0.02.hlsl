// Decompiled by dxsm from vs_3_0 code.
struct Input {
};
struct Output {
    float4 o0 : POSITION0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    output.o0 = o0.xyzw;
    return output;
}
