// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
    float4 o1 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    o0.x = dot(v0.xyzw, c0.xyzw);
    o0.y = dot(v0.xyzw, c1.xyzw);
    o0.z = dot(v0.xyzw, c2.xyzw);
    o0.w = dot(v0.xyzw, c3.xyzw);
    o1.xyzw = float4(-0.88906246, -0.12968744, 0.6296876, 1.0).xyzw;
    output.o0 = o0.xyzw;
    output.o1 = o1.xyzw;
    return output;
}
