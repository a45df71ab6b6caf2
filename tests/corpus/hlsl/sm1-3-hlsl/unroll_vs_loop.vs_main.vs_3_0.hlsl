// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c2 : register(c2);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
    float4 o1 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    r0.xyzw = mad(v0.xyzw, c1.xyzw, v0.xyzw);
    o1.xyzw = mad(r0.xyzw, c2.xyzw, v0.xyzw);
    o0.xyzw = v0.xyzw;
    output.o0 = o0.xyzw;
    output.o1 = o1.xyzw;
    return output;
}
