module saturating_arithmetic_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       op_valid,
    input  wire [2:0] op_a,
    input  wire [2:0] op_b,
    output wire [4:0] product,
    output wire       clipped
);
    reg [4:0] prod;
    reg clip;
    reg [4:0] prod_next;
    reg clip_next;

    always @* begin
        if (op_valid && op_a * op_b > 6'd31)
            prod_next = 5'd31;
        else if (op_valid)
            prod_next = op_a * op_b;
        else
            prod_next = prod;
    end

    always @* begin
        if (op_valid)
            clip_next = op_a * op_b > 6'd31;
        else
            clip_next = clip;
    end

    always @(posedge clk) begin
        if (rst) begin
            prod <= 5'd0;
            clip <= 1'b0;
        end else begin
            prod <= prod_next;
            clip <= clip_next;
        end
    end

    assign product = prod;
    assign clipped = clip;
endmodule

module pulse_event_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       enable,
    input  wire [3:0] density,
    input  wire       sync_clear,
    output reg  [3:0] phase_acc,
    output wire       pulse_out,
    output wire       square_out
);
    reg [3:0] phase_acc_next;

    always @* begin
        if (sync_clear)
            phase_acc_next = 4'd0;
        else if (enable)
            phase_acc_next = phase_acc + density;
        else
            phase_acc_next = phase_acc;
    end

    always @(posedge clk) begin
        if (rst) begin
            phase_acc <= 4'd0;
        end else begin
            phase_acc <= phase_acc_next;
        end
    end

    assign pulse_out = enable && !sync_clear && phase_acc > 4'd15 - density;
    assign square_out = phase_acc[3];
endmodule

module handshake_0005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [2:0] burst_len,
    input  wire       beat,
    output wire       busy,
    output wire [2:0] beats_left,
    output wire       last_beat
);
    reg active;
    reg [2:0] remaining;
    reg active_next;
    reg [2:0] remaining_next;

    always @* begin
        if (!active && start)
            active_next = 1'b1;
        else if (active && beat && remaining == 3'd0)
            active_next = 1'b0;
        else
            active_next = active;
    end

    always @* begin
        if (!active && start)
            remaining_next = burst_len;
        else if (active && beat && remaining != 3'd0)
            remaining_next = remaining - 3'd1;
        else
            remaining_next = remaining;
    end

    always @(posedge clk) begin
        if (rst) begin
            active <= 1'b0;
            remaining <= 3'd0;
        end else begin
            active <= active_next;
            remaining <= remaining_next;
        end
    end

    assign busy = active;
    assign beats_left = remaining;
    assign last_beat = active && remaining == 3'd0;
endmodule
