// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
float4 c5 : register(c5);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
    float4 o1 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    r0.x = frac(v0.x);
    r1.xyzw = c4.xyzw;
    r1.xyzw = (-r1.xyzw) + c5.xyzw;
    r0.xyzw = mad(r0.xxxx, r1.xyzw, c4.xyzw);
    r1.xyzw = (float4)(c4.xyzw >= v0.xyzw);
    r0.xyzw = r0.xyzw + r1.xyzw;
    r1.xyzw = (-c5.xyzw) + v0.xyzw;
    r2.xyzw = (float4)((-r1.xyzw) < r1.xyzw);
    r1.xyzw = (float4)(r1.xyzw < (-r1.xyzw));
    r1.xyzw = (-r1.xyzw) + r2.xyzw;
    o1.xyzw = r0.xyzw + r1.xyzw;
    o0.x = dot(v0.xyzw, c0.xyzw);
    o0.y = dot(v0.xyzw, c1.xyzw);
    o0.z = dot(v0.xyzw, c2.xyzw);
    o0.w = dot(v0.xyzw, c3.xyzw);
    output.o0 = o0.xyzw;
    output.o1 = o1.xyzw;
    return output;
}
