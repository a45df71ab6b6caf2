// Decompiled by dxsm from vs_1_1 code.
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
    float4 oPos : POSITION;
    float4 oT0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    precise float4 oT0 = 0;
    r0.y = frac(v0.x);
    r1.xyzw = c4.xyzw;
    r1.xyzw = (-r1.xyzw) + c5.xyzw;
    r0.xyzw = mad(r0.yyyy, r1.xyzw, c4.xyzw);
    r1.xyzw = (float4)(c4.xyzw >= v0.xyzw);
    r0.xyzw = r0.xyzw + r1.xyzw;
    r1.xyzw = v0.xyzw + (-c5.xyzw);
    r2.xyzw = (float4)((-r1.xyzw) < r1.xyzw);
    r1.xyzw = (float4)(r1.xyzw < (-r1.xyzw));
    r1.xyzw = (-r1.xyzw) + r2.xyzw;
    oT0.xyzw = r0.xyzw + r1.xyzw;
    oPos.x = dot(v0.xyzw, c0.xyzw);
    oPos.y = dot(v0.xyzw, c1.xyzw);
    oPos.z = dot(v0.xyzw, c2.xyzw);
    oPos.w = dot(v0.xyzw, c3.xyzw);
    output.oPos = oPos.xyzw;
    output.oT0 = oT0.xyzw;
    return output;
}
