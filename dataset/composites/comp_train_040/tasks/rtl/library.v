module interrupt_0009 (
    input  wire clk,
    input  wire rst_n,
    input  wire sleep_req,
    input  wire irq_pending,
    input  wire idle_ack,
    output reg  clk_en,
    output reg  power_down,
    output reg  wake_irq
);
    localparam S_RUN = 2'd0;
    localparam S_DRAIN = 2'd1;
    localparam S_SLEEP = 2'd2;
    localparam S_WAKE = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_RUN: begin
                if (sleep_req && !irq_pending)
                    state_next = S_DRAIN;
            end
            S_DRAIN: begin
                if (irq_pending)
                    state_next = S_RUN;
                else if (idle_ack)
                    state_next = S_SLEEP;
            end
            S_SLEEP: begin
                if (irq_pending)
                    state_next = S_WAKE;
            end
            S_WAKE: begin
                if (1'b1)
                    state_next = S_RUN;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (!rst_n)
            state <= S_RUN;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_RUN: begin clk_en = 1'b1; power_down = 1'b0; wake_irq = 1'b0; end
            S_DRAIN: begin clk_en = 1'b1; power_down = 1'b1; wake_irq = 1'b0; end
            S_SLEEP: begin clk_en = 1'b0; power_down = 1'b1; wake_irq = 1'b0; end
            S_WAKE: begin clk_en = 1'b1; power_down = 1'b0; wake_irq = 1'b1; end
            default: begin clk_en = 1'b0; power_down = 1'b0; wake_irq = 1'b0; end
        endcase
    end
endmodule

module protocol_controller_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       cs_n,
    input  wire       sclk_rise,
    input  wire       mosi,
    output wire [7:0] rx_shift,
    output wire [2:0] bit_count,
    output wire       byte_done
);
    reg [7:0] shreg;
    reg [2:0] bitcnt;
    reg done;
    reg [7:0] shreg_next;
    reg [2:0] bitcnt_next;
    reg done_next;

    always @* begin
        if (!cs_n && sclk_rise)
            shreg_next = {shreg[6:0], mosi};
        else
            shreg_next = shreg;
    end

    always @* begin
        if (cs_n)
            bitcnt_next = 3'd0;
        else if (sclk_rise)
            bitcnt_next = bitcnt + 3'd1;
        else
            bitcnt_next = bitcnt;
    end

    always @* begin
        if (!cs_n && sclk_rise && bitcnt == 3'd7)
            done_next = 1'b1;
        else if (done)
            done_next = 1'b0;
        else
            done_next = done;
    end

    always @(posedge clk) begin
        if (rst) begin
            shreg <= 8'd0;
            bitcnt <= 3'd0;
            done <= 1'b0;
        end else begin
            shreg <= shreg_next;
            bitcnt <= bitcnt_next;
            done <= done_next;
        end
    end

    assign rx_shift = shreg;
    assign bit_count = bitcnt;
    assign byte_done = done;
endmodule
