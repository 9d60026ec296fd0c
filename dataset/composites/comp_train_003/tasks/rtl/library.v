module arbiter_0009 (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] requester,
    input  wire       acquire,
    input  wire       unlock,
    output reg  [1:0] owner,
    output wire       locked,
    output wire       granted
);
    reg [1:0] owner_next;

    always @* begin
        if (unlock && owner != 2'd0 && requester == owner)
            owner_next = 2'd0;
        else if (acquire && owner == 2'd0 && requester != 2'd0)
            owner_next = requester;
        else
            owner_next = owner;
    end

    always @(posedge clk) begin
        if (rst) begin
            owner <= 2'd0;
        end else begin
            owner <= owner_next;
        end
    end

    assign locked = owner != 2'd0;
    assign granted = owner != 2'd0 && owner == requester;
endmodule

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
