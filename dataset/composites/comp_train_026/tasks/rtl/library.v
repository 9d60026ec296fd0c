module counter_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       seed_load,
    input  wire [3:0] seed,
    input  wire       step,
    output reg  [3:0] lfsr,
    output wire       rand_bit,
    output wire       wrapped
);
    reg [3:0] lfsr_next;

    always @* begin
        if (seed_load && seed != 4'd0)
            lfsr_next = seed;
        else if (step)
            lfsr_next = {lfsr[2:0], lfsr[3] ^ lfsr[2]};
        else
            lfsr_next = lfsr;
    end

    always @(posedge clk) begin
        if (rst) begin
            lfsr <= 4'b0001;
        end else begin
            lfsr <= lfsr_next;
        end
    end

    assign rand_bit = lfsr[3];
    assign wrapped = lfsr == 4'b0001;
endmodule

module saturating_arithmetic_0003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [3:0] seed,
    input  wire       double_gain,
    input  wire       halve_gain,
    output reg  [7:0] gain,
    output wire       full_scale
);
    reg [7:0] gain_next;

    always @* begin
        if (load)
            gain_next = {4'b0000, seed};
        else if (double_gain && gain[7])
            gain_next = 8'hff;
        else if (double_gain)
            gain_next = gain << 3'd1;
        else if (halve_gain)
            gain_next = gain >> 3'd1;
        else
            gain_next = gain;
    end

    always @(posedge clk) begin
        if (rst) begin
            gain <= 8'd1;
        end else begin
            gain <= gain_next;
        end
    end

    assign full_scale = gain == 8'hff;
endmodule

module handshake_0010 (
    input  wire clk,
    input  wire rst,
    input  wire req,
    input  wire work_done,
    output reg  ack,
    output reg  working
);
    localparam S_WAIT_REQ = 2'd0;
    localparam S_WORK = 2'd1;
    localparam S_ACKED = 2'd2;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_WAIT_REQ: begin
                if (req)
                    state_next = S_WORK;
            end
            S_WORK: begin
                if (!req)
                    state_next = S_WAIT_REQ;
                else if (work_done)
                    state_next = S_ACKED;
            end
            S_ACKED: begin
                if (!req)
                    state_next = S_WAIT_REQ;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_WAIT_REQ;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_WAIT_REQ: begin ack = 1'b0; working = 1'b0; end
            S_WORK: begin ack = 1'b0; working = 1'b1; end
            S_ACKED: begin ack = 1'b1; working = 1'b0; end
            default: begin ack = 1'b0; working = 1'b0; end
        endcase
    end
endmodule
