module protocol_controller_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire       abort,
    input  wire [2:0] bit_cnt,
    input  wire       last_byte,
    output reg        cs_n,
    output reg        sclk_en,
    output reg        busy,
    output reg        xfer_done
);
    localparam S_IDLE = 2'd0;
    localparam S_SETUP = 2'd1;
    localparam S_SHIFT = 2'd2;
    localparam S_HOLD = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (start)
                    state_next = S_SETUP;
            end
            S_SETUP: begin
                if (1'b1)
                    state_next = S_SHIFT;
            end
            S_SHIFT: begin
                if (abort)
                    state_next = S_IDLE;
                else if (bit_cnt == 3'd7 && last_byte)
                    state_next = S_HOLD;
            end
            S_HOLD: begin
                if (1'b1)
                    state_next = S_IDLE;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_IDLE;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_IDLE: begin cs_n = 1'b1; sclk_en = 1'b0; busy = 1'b0; xfer_done = 1'b0; end
            S_SETUP: begin cs_n = 1'b0; sclk_en = 1'b0; busy = 1'b1; xfer_done = 1'b0; end
            S_SHIFT: begin cs_n = 1'b0; sclk_en = 1'b1; busy = 1'b1; xfer_done = 1'b0; end
            S_HOLD: begin cs_n = 1'b0; sclk_en = 1'b0; busy = 1'b1; xfer_done = 1'b1; end
            default: begin cs_n = 1'b0; sclk_en = 1'b0; busy = 1'b0; xfer_done = 1'b0; end
        endcase
    end
endmodule

module timer_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       timer_en,
    input  wire       activity,
    input  wire [3:0] idle_limit,
    output reg  [3:0] idle_cycles,
    output wire       idle_req
);
    reg [3:0] idle_cycles_next;

    always @* begin
        if (activity)
            idle_cycles_next = 4'd0;
        else if (timer_en && idle_cycles != 4'd15)
            idle_cycles_next = idle_cycles + 4'd1;
        else
            idle_cycles_next = idle_cycles;
    end

    always @(posedge clk) begin
        if (rst) begin
            idle_cycles <= 4'd0;
        end else begin
            idle_cycles <= idle_cycles_next;
        end
    end

    assign idle_req = timer_en && idle_cycles >= idle_limit;
endmodule
