module interrupt_0007 (
    input  wire clk,
    input  wire rst,
    input  wire source_event,
    input  wire ack,
    input  wire eoi,
    output reg  irq_req,
    output reg  in_service,
    output reg  repeat_pending
);
    localparam S_IDLE = 2'd0;
    localparam S_REQUEST = 2'd1;
    localparam S_SERVICE = 2'd2;
    localparam S_SERVICE_PEND = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (source_event)
                    state_next = S_REQUEST;
            end
            S_REQUEST: begin
                if (ack)
                    state_next = S_SERVICE;
            end
            S_SERVICE: begin
                if (eoi && source_event)
                    state_next = S_REQUEST;
                else if (eoi)
                    state_next = S_IDLE;
                else if (source_event)
                    state_next = S_SERVICE_PEND;
            end
            S_SERVICE_PEND: begin
                if (eoi)
                    state_next = S_REQUEST;
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
            S_IDLE: begin irq_req = 1'b0; in_service = 1'b0; repeat_pending = 1'b0; end
            S_REQUEST: begin irq_req = 1'b1; in_service = 1'b0; repeat_pending = 1'b0; end
            S_SERVICE: begin irq_req = 1'b0; in_service = 1'b1; repeat_pending = 1'b0; end
            S_SERVICE_PEND: begin irq_req = 1'b0; in_service = 1'b1; repeat_pending = 1'b1; end
            default: begin irq_req = 1'b0; in_service = 1'b0; repeat_pending = 1'b0; end
        endcase
    end
endmodule

module pulse_event_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       click,
    input  wire [2:0] window_len,
    output wire [2:0] window_left,
    output wire       double_click,
    output wire       single_click
);
    reg [2:0] win;
    reg dbl;
    reg sgl;
    reg [2:0] win_next;
    reg dbl_next;
    reg sgl_next;

    always @* begin
        if (click && win == 3'd0)
            win_next = window_len;
        else if (click)
            win_next = 3'd0;
        else if (win != 3'd0)
            win_next = win - 3'd1;
        else
            win_next = win;
    end

    always @* begin
        if (click && win != 3'd0)
            dbl_next = 1'b1;
        else if (dbl)
            dbl_next = 1'b0;
        else
            dbl_next = dbl;
    end

    always @* begin
        if (!click && win == 3'd1)
            sgl_next = 1'b1;
        else if (sgl)
            sgl_next = 1'b0;
        else
            sgl_next = sgl;
    end

    always @(posedge clk) begin
        if (rst) begin
            win <= 3'd0;
            dbl <= 1'b0;
            sgl <= 1'b0;
        end else begin
            win <= win_next;
            dbl <= dbl_next;
            sgl <= sgl_next;
        end
    end

    assign window_left = win;
    assign double_click = dbl;
    assign single_click = sgl;
endmodule

module saturating_arithmetic_0007 (
    input  wire       clk,
    input  wire       rst,
    input  wire       add,
    input  wire [1:0] amount,
    input  wire       drain,
    input  wire       set_ceiling,
    input  wire [3:0] ceiling_in,
    output wire [3:0] level,
    output wire [3:0] ceiling,
    output wire       at_ceiling
);
    reg [3:0] ceil_reg;
    reg [3:0] lvl;
    reg [3:0] ceil_reg_next;
    reg [3:0] lvl_next;

    always @* begin
        if (set_ceiling)
            ceil_reg_next = ceiling_in;
        else
            ceil_reg_next = ceil_reg;
    end

    always @* begin
        if (set_ceiling)
            lvl_next = (lvl > ceiling_in) ? ceiling_in : lvl;
        else if (add && {1'b0, lvl} + amount >= {1'b0, ceil_reg})
            lvl_next = ceil_reg;
        else if (add)
            lvl_next = lvl + amount;
        else if (drain)
            lvl_next = 4'd0;
        else
            lvl_next = lvl;
    end

    always @(posedge clk) begin
        if (rst) begin
            ceil_reg <= 4'd15;
            lvl <= 4'd0;
        end else begin
            ceil_reg <= ceil_reg_next;
            lvl <= lvl_next;
        end
    end

    assign level = lvl;
    assign ceiling = ceil_reg;
    assign at_ceiling = lvl == ceil_reg;
endmodule
