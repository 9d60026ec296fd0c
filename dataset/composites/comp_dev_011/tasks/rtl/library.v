module hidden_0020 (
    input  wire clk,
    input  wire rst,
    input  wire trig,
    input  wire arm,
    output wire shot,
    output wire ready
);
    reg [2:0] phase;
    reg [2:0] phase_next;

    always @* begin
        if (phase == 3'd0 && trig && arm)
            phase_next = 3'd5;
        else if (phase != 3'd0)
            phase_next = phase - 3'd1;
        else
            phase_next = phase;
    end

    always @(posedge clk) begin
        if (rst) begin
            phase <= 3'd0;
        end else begin
            phase <= phase_next;
        end
    end

    assign shot = phase[2];
    assign ready = phase == 3'd0;
endmodule

module timer_0007 (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire       tick,
    output reg  [2:0] remaining,
    output wire       expired
);
    reg [2:0] remaining_next;

    always @* begin
        if (load)
            remaining_next = 3'd7;
        else if (tick && remaining != 3'd0)
            remaining_next = remaining - 3'd1;
        else
            remaining_next = remaining;
    end

    always @(posedge clk) begin
        if (rst) begin
            remaining <= 3'd0;
        end else begin
            remaining <= remaining_next;
        end
    end

    assign expired = remaining == 3'd0;
endmodule

module handshake_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire       ready,
    input  wire [3:0] data,
    output wire       stalled,
    output wire       violation
);
    reg stall_q;
    reg [3:0] data_q;
    reg err;
    reg stall_q_next;
    reg [3:0] data_q_next;
    reg err_next;

    always @* begin
        if (valid && !ready)
            stall_q_next = 1'b1;
        else if (stall_q)
            stall_q_next = 1'b0;
        else
            stall_q_next = stall_q;
    end

    always @* begin
        if (valid && !ready)
            data_q_next = data;
        else
            data_q_next = data_q;
    end

    always @* begin
        if (stall_q && (!valid || data != data_q))
            err_next = 1'b1;
        else
            err_next = err;
    end

    always @(posedge clk) begin
        if (rst) begin
            stall_q <= 1'b0;
            data_q <= 4'd0;
            err <= 1'b0;
        end else begin
            stall_q <= stall_q_next;
            data_q <= data_q_next;
            err <= err_next;
        end
    end

    assign stalled = stall_q;
    assign violation = err || (stall_q && (!valid || data != data_q));
endmodule
