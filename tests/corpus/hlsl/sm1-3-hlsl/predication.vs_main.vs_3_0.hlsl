// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
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
    r0.x = (float)(c0.x < v0.x);
    r0.y = c0.y + (-v0.x);
    o1.x = mad(r0.x, r0.y, v0.x);
    r0.x = (float)(v0.y < c0.z);
    r0.x = r0.x * v0.y;
    o1.y = mad(r0.x, float4(-2.0, 0.0, 0.0, 0.0).x, v0.y);
    o0.xyzw = v0.xyzw;
    o1.zw = v0.zw;
    output.o0 = o0.xyzw;
    output.o1 = o1.xyzw;
    return output;
}
