module rate_limiter_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       pkt_valid,
    input  wire       refill,
    output wire       mark_green,
    output wire       mark_yellow,
    output wire       mark_red,
    output wire [1:0] committed_tokens,
    output wire [1:0] excess_tokens
);
    reg [1:0] ctok;
    reg [1:0] etok;
    reg [1:0] ctok_next;
    reg [1:0] etok_next;

    always @* begin
        if (pkt_valid && ctok != 2'd0)
            ctok_next = refill ? ctok : ctok - 2'd1;
        else if (refill && ctok != 2'd3)
            ctok_next = ctok + 2'd1;
        else
            ctok_next = ctok;
    end

    always @* begin
        if (pkt_valid && ctok == 2'd0 && etok != 2'd0)
            etok_next = etok - 2'd1;
        else if (refill && !pkt_valid && ctok == 2'd3 && etok != 2'd3)
            etok_next = etok + 2'd1;
        else
            etok_next = etok;
    end

    always @(posedge clk) begin
        if (rst) begin
            ctok <= 2'd3;
            etok <= 2'd3;
        end else begin
            ctok <= ctok_next;
            etok <= etok_next;
        end
    end

    assign mark_green = pkt_valid && ctok != 2'd0;
    assign mark_yellow = pkt_valid && ctok == 2'd0 && etok != 2'd0;
    assign mark_red = pkt_valid && ctok == 2'd0 && etok == 2'd0;
    assign committed_tokens = ctok;
    assign excess_tokens = etok;
endmodule

module pulse_event_0007 (
    input  wire clk,
    input  wire rst,
    input  wire button,
    output reg  pulse,
    output reg  armed
);
    localparam S_READY = 2'd0;
    localparam S_FIRE = 2'd1;
    localparam S_WAIT_RELEASE = 2'd2;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_READY: begin
                if (button)
                    state_next = S_FIRE;
            end
            S_FIRE: begin
                if (button)
                    state_next = S_WAIT_RELEASE;
                else if (1'b1)
                    state_next = S_READY;
            end
            S_WAIT_RELEASE: begin
                if (!button)
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
            S_READY: begin pulse = 1'b0; armed = 1'b1; end
            S_FIRE: begin pulse = 1'b1; armed = 1'b0; end
            S_WAIT_RELEASE: begin pulse = 1'b0; armed = 1'b0; end
            default: begin pulse = 1'b0; armed = 1'b0; end
        endcase
    end
endmodule
