// Decompiled by dxsm from ps_4_0 code.
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
    float sv_target1 : sv_target1;
    float sv_target2 : sv_target2;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    o0.xyzw = float4(1.0f, 2.0f, 3.0f, 4.0f);
    o1.x = 5.0f;
    o2.x = 6.0f;
    {
        output.sv_target0 = o0.xyzw;
        output.sv_target1 = o1.x;
        output.sv_target2 = o2.x;
        return output;
    }
}
