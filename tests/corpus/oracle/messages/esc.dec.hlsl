// Decompiled by dxsm from ps_5_0 code.
struct Input {
    float4 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    v0.xyzw = input.TEXCOORD0;
    printf("a\"b\\c\n%0\td", v0.x);
    o0.xyzw = v0.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
