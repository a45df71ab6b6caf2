// Decompiled by dxsm from ps_2_sw code.
float4 c0 : register(c0);
float4 c5 : register(c5);
float4 c6 : register(c6);
float4 c7 : register(c7);
float4 c8 : register(c8);
float4 c9 : register(c9);
float4 c10 : register(c10);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    if (r0.z >= r1.y) {
        r0.xyzw = r0.xyzw + c10.xyzw;
    } else {
        r1.xyzw = r0.yzwx;
    }
    if (abs(r0.x - r1.y) == 0) {
        r0.xyzw = r0.xyzw + c8.xyzw;
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (abs(r0.z - r1.x) != 0) {
        r1.xyzw = r0.yzwx;
    } else {
        r0.xyzw = r0.xyzw + c6.xyzw;
    }
    if (r0.z < r1.x) {
        r0.xyzw = r0.xyzw + c7.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c9.xyzw;
    }
    if (r0.z > r1.z) {
        r0.xyzw = r0.xyzw + c10.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c10.xyzw;
    }
    if (abs(r0.z - r1.x) != 0) {
        r0.xyzw = r0.xyzw + c9.xyzw;
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    if (abs(r0.w - r1.x) == 0) {
        r1.xyzw = r0.yzwx;
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    if (r0.y > r1.w) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (abs(r0.z - r1.w) == 0) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    } else {
        r1.xyzw = r0.yzwx;
    }
    if (r0.x >= r1.y) {
        r1.xyzw = r0.yzwx;
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (r0.x >= r1.y) {
        r0.xyzw = r0.xyzw + c5.xyzw;
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    if (abs(r0.y - r1.z) != 0) {
        r0.xyzw = r0.xyzw + c5.xyzw;
    } else {
        r1.xyzw = r0.yzwx;
    }
    if (abs(r0.x - r1.y) == 0) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (r0.y < r1.y) {
        r0.xyzw = r0.xyzw + c7.xyzw;
    } else {
        r1.xyzw = r0.yzwx;
    }
    if (r0.z > r1.z) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    if (abs(r0.z - r1.w) != 0) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c8.xyzw;
    }
    if (r0.y <= r1.x) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
