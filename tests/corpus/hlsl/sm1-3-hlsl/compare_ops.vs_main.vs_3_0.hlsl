// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
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
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    r0.xyzw = (float4)(c1.xyzw < v0.xyzw);
    r0.x = dot(r0.xyzw, r0.xyzw);
    r0.x = (float)((-r0.x) < r0.x);
    r1.xyzw = (float4)(v0.xyzw < c0.xyzw);
    r2.xyzw = (float4)(v0.xyzw >= c1.xyzw);
    r1.xyzw = mad(r2.xyzw, float4(2.0, 4.0, 8.0, 16.0).xxxx, r1.xyzw);
    r2.xyzw = (-c0.xyzw) + v0.xyzw;
    r2.xyzw = (float4)((-abs(r2.xyzw)) >= abs(r2.xyzw));
    r1.xyzw = mad(r2.xyzw, float4(2.0, 4.0, 8.0, 16.0).yyyy, r1.xyzw);
    r0.y = dot(r2.xyzw, r2.xyzw);
    r0.y = (float)((-r0.y) >= r0.y);
    r1.xyzw = mad(r0.xxxx, float4(2.0, 4.0, 8.0, 16.0).zzzz, r1.xyzw);
    o1.xyzw = mad(r0.yyyy, float4(2.0, 4.0, 8.0, 16.0).wwww, r1.xyzw);
    o0.xyzw = v0.xyzw;
    output.o0 = o0.xyzw;
    output.o1 = o1.xyzw;
    return output;
}
