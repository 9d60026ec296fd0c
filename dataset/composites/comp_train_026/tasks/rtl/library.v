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

module rate_limiter_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       beat,
    output reg        beat_allowed,
    output reg  [1:0] burst_count
);
    localparam S_READY = 2'd0;
    localparam S_ONE = 2'd1;
    localparam S_TWO = 2'd2;
    localparam S_REST = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_READY: begin
                if (beat)
                    state_next = S_ONE;
            end
            S_ONE: begin
                if (beat)
                    state_next = S_TWO;
                else if (!beat)
                    state_next = S_READY;
            end
            S_TWO: begin
                if (beat)
                    state_next = S_REST;
                else if (!beat)
                    state_next = S_READY;
            end
            S_REST: begin
                if (1'b1)
                    state_next = S_READY;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_READY;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_READY: begin beat_allowed = 1'b1; burst_count = 2'd0; end
            S_ONE: begin beat_allowed = 1'b1; burst_count = 2'd1; end
            S_TWO: begin beat_allowed = 1'b1; burst_count = 2'd2; end
            S_REST: begin beat_allowed = 1'b0; burst_count = 2'd3; end
            default: begin beat_allowed = 1'b0; burst_count = 2'd0; end
        endcase
    end
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
