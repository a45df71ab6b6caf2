// Decompiled by dxsm from ps_4_0 code.
struct Input {
};
struct Output {
    float sv_target0 : sv_target0;
    float sv_target1 : sv_target1;
    float sv_target2 : sv_target2;
    float sv_target3 : sv_target3;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 o3 = 0;
    o0.x = 1.0f;
    o1.x = 2.0f;
    o2.x = 3.0f;
    o3.x = 4.0f;
    {
        output.sv_target0 = o0.x;
        output.sv_target1 = o1.x;
        output.sv_target2 = o2.x;
        output.sv_target3 = o3.x;
        return output;
    }
}
