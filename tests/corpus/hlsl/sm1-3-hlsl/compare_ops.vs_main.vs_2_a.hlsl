// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c1 : register(c1);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oD0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    precise float4 oD0 = 0;
    r0.xyzw = (float4)(v0.xyzw < c0.xyzw);
    r1.xyzw = (float4)(v0.xyzw >= c1.xyzw);
    r0.xyzw = mad(r1.xyzw, float4(2.0, 4.0, 8.0, 16.0).xxxx, r0.xyzw);
    r1.xyzw = v0.xyzw + (-c0.xyzw);
    r1.xyzw = r1.xyzw * r1.xyzw;
    r1.xyzw = (float4)((-r1.xyzw) >= r1.xyzw);
    r0.xyzw = mad(r1.xyzw, float4(2.0, 4.0, 8.0, 16.0).yyyy, r0.xyzw);
    r1.x = dot(r1.xyzw, r1.xyzw);
    r1.x = (float)((-r1.x) >= r1.x);
    r2.xyzw = (float4)(c1.xyzw < v0.xyzw);
    r1.y = dot(r2.xyzw, r2.xyzw);
    r1.y = (float)((-r1.y) < r1.y);
    r0.xyzw = mad(r1.yyyy, float4(2.0, 4.0, 8.0, 16.0).zzzz, r0.xyzw);
    oD0.xyzw = mad(r1.xxxx, float4(2.0, 4.0, 8.0, 16.0).wwww, r0.xyzw);
    oPos.xyzw = v0.xyzw;
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyzw;
    return output;
}
